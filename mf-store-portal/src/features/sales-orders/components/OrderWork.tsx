import { useState } from 'react';
import { Flex, Radio } from 'shared/ui/antd';
import { canChargeOrder } from 'shared/workflow';
import type { RecordPath } from '../../../records/api';
import { ChargeForm } from '../../../records/ChargeForm';
import { ImageUpload } from '../../../records/ImageUpload';
import { NoteForm } from '../../../records/NoteForm';
import { useStorePortalT } from '../../../i18n/t';
import { requestCharge, type SalesOrder } from '../api';
import { OrderEditCard } from './OrderEdit';

export interface OrderWorkProps {
  order: SalesOrder;
  path: RecordPath;
  /** a note or image was added (the timeline reloads) */
  onEvent: () => void;
  /** the order changed (a charge) */
  onChanged: () => void;
}

const SECTIONS = ['edit', 'note', 'images', 'charge'] as const;
type Section = (typeof SECTIONS)[number];

/** One of the order's forms at a time (the edit's unsaved values stay while another shows). */
export function OrderWork({ order, path, onEvent, onChanged }: OrderWorkProps) {
  const t = useStorePortalT();
  const [chosen, setSection] = useState<Section>('edit');
  // A cancelled order takes no additional charge (the api refuses it): its form is not offered.
  const sections = SECTIONS.filter(
    (s) => s !== 'charge' || canChargeOrder(order.status),
  );
  const section = sections.includes(chosen) ? chosen : 'edit';
  return (
    <Flex vertical gap={16}>
      <Radio.Group
        aria-label={t('salesOrder.show')}
        optionType="button"
        value={section}
        onChange={(e) => setSection(e.target.value as Section)}
        options={sections.map((s) => ({
          value: s,
          label: t(`salesOrder.sections.${s}`),
        }))}
        className="so-sections"
      />
      {section === 'edit' && <OrderEditCard />}
      {section === 'note' && (
        <NoteForm path={path} canShare onAdded={onEvent} />
      )}
      {section === 'images' && (
        <ImageUpload path={path} canShare onAdded={onEvent} />
      )}
      {section === 'charge' && (
        <ChargeForm
          kind="additional"
          request={(charge) => requestCharge(order.id, charge)}
          onRequested={onChanged}
        />
      )}
    </Flex>
  );
}
