import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Appliance } from '@fixflow/contracts';
import { NoWrap, useDates } from '@fixflow/ui';

/** An appliance in a details list: its type and make, then serial and install date when known. */
export function ApplianceText({ appliance }: { appliance: Appliance }) {
  const { t } = useTranslation('vendor');
  const dates = useDates();
  const make = [appliance.brand, appliance.model].filter(Boolean).join(' ');
  return (
    <>
      <Typography.Text strong>{appliance.type}</Typography.Text>
      {make ? ` · ${make}` : null}
      {appliance.serial ? (
        <>
          <br />
          <Typography.Text type="secondary">
            {t('appliances.fields.serial')}: {appliance.serial}
          </Typography.Text>
        </>
      ) : null}
      {appliance.install_date ? (
        <>
          <br />
          <Typography.Text type="secondary">
            {t('appliances.fields.installDate')}: <NoWrap>{dates.day(appliance.install_date)}</NoWrap>
          </Typography.Text>
        </>
      ) : null}
    </>
  );
}
