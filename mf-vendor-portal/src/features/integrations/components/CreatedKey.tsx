import { useId, useState } from 'react';
import type { CreatedVendorApiKey } from 'shared/contracts/vendorSetup';
import { Button, CopyOutlined } from 'shared/ui/antd';
import { useVendorT } from '../../../i18n/t';

/** Props of CreatedKey. */
export interface CreatedKeyProps {
  created: CreatedVendorApiKey;
  onDone: () => void;
}

/** A new key in full, this once: to copy now (only its last 4 characters are shown later). */
export function CreatedKey({ created, onDone }: CreatedKeyProps) {
  const id = useId();
  const t = useVendorT();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <section
      className="vp-card vp-stack int-created"
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>
        {t('integrations.newTitle', { name: created.api_key.name })}
      </h3>
      <p id={`${id}-help`}>{t('integrations.newHelp')}</p>
      <label htmlFor={id}>{t('integrations.apiKey')}</label>
      <input
        id={id}
        className="int-created__key"
        readOnly
        value={created.key}
        aria-describedby={`${id}-help`}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="vp-actions">
        <Button
          icon={<CopyOutlined aria-hidden />}
          onClick={() => void handleCopy()}
        >
          {t('integrations.copy')}
        </Button>
        <Button type="primary" onClick={onDone}>
          {t('integrations.copiedIt')}
        </Button>
      </div>
      <p role="status">
        {copied === 'yes'
          ? t('integrations.copied')
          : copied === 'no'
            ? t('integrations.notCopied')
            : ''}
      </p>
    </section>
  );
}
