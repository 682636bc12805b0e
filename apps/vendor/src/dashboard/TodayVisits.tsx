import type { MouseEvent } from 'react';
import { Col, Flex, Row, Typography, theme } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Order } from '@fixflow/contracts';
import { useShell } from '@fixflow/shell-sdk';
import { OrderStatusTag, TimeSlotText } from '@fixflow/ui';

/**
 * One line per visit: when, who and where (a link to the order), which technician, the status.
 * On a phone the time and the status share the first line, the customer and technician follow.
 */
export function TodayVisits({ visits, more }: { visits: Order[]; more: boolean }) {
  const { t } = useTranslation('vendor');
  const { navigate } = useShell();
  const { token } = theme.useToken();
  const open = (order: Order) => (event: MouseEvent) => {
    event.preventDefault();
    navigate(`/orders/${order.id}`);
  };
  return (
    <Flex vertical>
      {visits.map((order, index) => (
        <Row
          key={order.id}
          gutter={[12, 4]}
          align="middle"
          data-testid="today-visit"
          style={{ padding: '10px 0', borderTop: index === 0 ? undefined : `1px solid ${token.colorSplit}` }}
        >
          <Col xs={{ span: 16, order: 1 }} md={{ span: 5, order: 1 }}>
            <Typography.Text strong>
              <TimeSlotText slot={order.time_slot} ns="vendor" />
            </Typography.Text>
          </Col>
          <Col xs={{ span: 24, order: 3 }} md={{ span: 9, order: 2 }}>
            <Flex vertical>
              <Typography.Link href={`/orders/${order.id}`} onClick={open(order)}>
                {order.customer_name}
              </Typography.Link>
              <Typography.Text type="secondary" ellipsis>
                {[order.invoice_number, order.address, order.city].filter(Boolean).join(' · ')}
              </Typography.Text>
            </Flex>
          </Col>
          <Col xs={{ span: 24, order: 4 }} md={{ span: 6, order: 3 }}>
            <Typography.Text type={order.technician ? undefined : 'warning'}>
              <UserOutlined style={{ marginInlineEnd: 6 }} />
              {order.technician?.full_name ?? t('order.unassigned')}
            </Typography.Text>
          </Col>
          <Col xs={{ span: 8, order: 2 }} md={{ span: 4, order: 4 }} style={{ textAlign: 'end' }}>
            <OrderStatusTag status={order.status} side="vendor" ns="vendor" />
          </Col>
        </Row>
      ))}
      {more ? (
        <Typography.Link href="/orders" onClick={(event) => { event.preventDefault(); navigate('/orders'); }} style={{ paddingTop: 10 }}>
          {t('dashboard.moreVisits')}
        </Typography.Link>
      ) : null}
    </Flex>
  );
}
