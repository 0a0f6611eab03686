import type { OptionDraft } from 'shared/contracts/serviceBuilder';
import { Button, CloseOutlined, Flex } from 'shared/ui/antd';
import { useBuilderT } from '../../../i18n/t';
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
  const t = useBuilderT();
  const label = option.label.value || t('editor.untitled');
  const isLogic = panel.mode === 'addlogic';
  return (
    <section className="sb-card sb-panel" aria-labelledby="sb-panel-title">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <h2 id="sb-panel-title" className="sb-card__title">
          {t(isLogic ? 'panel.logicOf' : 'panel.settingsOf', { label })}
        </h2>
        <Flex gap={8}>
          {isLogic ? (
            <Button onClick={panel.back}>{t('panel.backToSettings')}</Button>
          ) : (
            <Button onClick={panel.openLogic}>{t('panel.logic')}</Button>
          )}
          <Button
            aria-label={t('panel.close')}
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
