import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { Button, CloseOutlined, Flex } from 'shared/ui/antd';
import { LogicPanel } from '../logic/LogicPanel';
import type { PanelModel } from '../usePanel';
import { OptionSettings } from './OptionSettings';

/** Props of OptionPanel. */
export interface OptionPanelProps {
  panel: PanelModel;
  option: OptionDraft;
  /** the option's index in the document (its messages' paths start `options.<index>`) */
  index: number;
  options: OptionDraft[];
  urlIntegration: boolean;
  onChange: (patch: Partial<OptionDraft>, key?: string) => void;
  /** deletes a choice and the other options' rules that name it */
  onDeleteValue: (valueId: number) => void;
  nextId: () => number;
}

/** The right panel of the selected option: its settings, or its logic. */
export function OptionPanel({
  panel,
  option,
  index,
  options,
  urlIntegration,
  onChange,
  onDeleteValue,
  nextId,
}: OptionPanelProps) {
  const label = option.label.value || 'Untitled option';
  const isLogic = panel.mode === 'addlogic';
  return (
    <section className="sb-card sb-panel" aria-labelledby="sb-panel-title">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <h2 id="sb-panel-title" className="sb-card__title">
          {isLogic ? `Logic: ${label}` : `Settings: ${label}`}
        </h2>
        <Flex gap={8}>
          {isLogic ? (
            <Button onClick={panel.back}>Back to settings</Button>
          ) : (
            <Button onClick={panel.openLogic}>Logic</Button>
          )}
          <Button
            aria-label="Close panel"
            icon={<CloseOutlined aria-hidden="true" />}
            onClick={panel.close}
          />
        </Flex>
      </Flex>
      {isLogic ? (
        <LogicPanel
          option={option}
          options={options}
          onChange={(logics) => onChange({ logics }, `logic:${option.id}`)}
          onClosableChange={panel.setClosable}
          nextId={nextId}
        />
      ) : (
        <OptionSettings
          option={option}
          index={index}
          options={options}
          urlIntegration={urlIntegration}
          onChange={onChange}
          onDeleteValue={onDeleteValue}
          nextId={nextId}
        />
      )}
    </section>
  );
}
