import { Button, Empty, PlusOutlined } from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';

/** Props of LogicEmpty. */
export interface LogicEmptyProps {
  onAdd: () => void;
}

/** The panel before the option has logic: why nothing happens yet, and the first rule. */
export function LogicEmpty({ onAdd }: LogicEmptyProps) {
  const t = useBuilderT();
  return (
    <section className="sbe-panel" aria-label={t('logic.region')}>
      <Empty description={t('logic.empty')}>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={onAdd}
        >
          {t('logic.addRule')}
        </Button>
      </Empty>
    </section>
  );
}
