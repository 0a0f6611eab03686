import { Button, Empty, PlusOutlined } from 'shared/ui/antd';
import { LOGIC_TEXT } from './logicModel';

/** Props of LogicEmpty. */
export interface LogicEmptyProps {
  onAdd: () => void;
}

/** The panel before the option has logic: why nothing happens yet, and the first rule. */
export function LogicEmpty({ onAdd }: LogicEmptyProps) {
  return (
    <section className="sbe-panel" aria-label="Logic">
      <Empty description={LOGIC_TEXT.empty}>
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden="true" />}
          onClick={onAdd}
        >
          Add rule
        </Button>
      </Empty>
    </section>
  );
}
