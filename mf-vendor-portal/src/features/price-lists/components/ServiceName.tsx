import { Tag } from 'shared/ui/antd';
import { useVendorT } from '../../../i18n/t';

/** Props of ServiceName. */
export interface ServiceNameProps {
  item: { service_name: string; is_active: boolean };
}

/** A service of the list by name, tagged when the store no longer offers it. */
export function ServiceName({ item }: ServiceNameProps) {
  const t = useVendorT();
  return (
    <span>
      {item.service_name}
      {!item.is_active && (
        <Tag className="pl-tag">{t('priceList.inactive')}</Tag>
      )}
    </span>
  );
}
