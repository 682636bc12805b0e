import { useState } from 'react';
import { Button, Flex, Form, Input } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { typed } from '@fixflow/api-client';
import type { Appliance, UpdateApplianceRequest } from '@fixflow/contracts';
import { showFieldErrors, useShell } from '@fixflow/shell-sdk';
import { queryKeys } from '@fixflow/shell-sdk/data';
import { ApiErrorAlert } from '@fixflow/ui';

/** What the technician may fill on site (the API refuses the rest from it). */
const FIELDS = ['brand', 'model', 'serial'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

export interface ApplianceFormProps {
  orderId: string;
  appliance: Appliance;
  onDone(): void;
}

/** Brand, model and serial off the rating plate (PATCH /appliances/:id); an empty field clears it. */
export function ApplianceForm({ orderId, appliance, onDone }: ApplianceFormProps) {
  const { t } = useTranslation('technician');
  const { api, i18n, toast } = useShell();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<unknown>(null);
  const save = useMutation({
    mutationFn: (body: UpdateApplianceRequest) => typed(api).patch('/appliances/{id}', { path: { id: appliance.id }, body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.order(orderId) });
      toast.success(t('appliance.saved'));
      onDone();
    },
    onError: (error) => {
      if (!showFieldErrors(form, error, FIELDS, i18n)) setFailure(error);
    },
  });

  const submit = (values: Values) => {
    setFailure(null);
    const body: UpdateApplianceRequest = {};
    for (const field of FIELDS) body[field] = values[field]?.trim() ? values[field].trim() : null;
    save.mutate(body);
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ brand: appliance.brand ?? '', model: appliance.model ?? '', serial: appliance.serial ?? '' }}
      onFinish={submit}
      aria-label={t('appliance.title')}
      data-testid="appliance-form"
    >
      <p style={{ marginTop: 0 }}>
        {appliance.type} · {t('appliance.fillHint')}
      </p>
      {failure ? <ApiErrorAlert error={failure} ns="technician" style={{ marginBottom: 12 }} /> : null}
      {FIELDS.map((field) => (
        <Form.Item key={field} name={field} label={t(`appliance.fields.${field}`)}>
          <Input maxLength={80} autoComplete="off" autoCapitalize={field === 'brand' ? 'words' : 'characters'} spellCheck={false} />
        </Form.Item>
      ))}
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('appliance.save')}
        </Button>
        <Button onClick={onDone} disabled={save.isPending}>
          {t('appliance.cancel')}
        </Button>
      </Flex>
    </Form>
  );
}
