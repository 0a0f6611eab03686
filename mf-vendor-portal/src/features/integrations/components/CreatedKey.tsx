import { useId, useState } from 'react';
import type { CreatedVendorApiKey } from 'shared/contracts/vendorSetup';
import { Button, CopyOutlined } from 'shared/ui/antd';

/** Props of CreatedKey. */
export interface CreatedKeyProps {
  created: CreatedVendorApiKey;
  onDone: () => void;
}

/** A new key in full, this once: to copy now (only its last 4 characters are shown later). */
export function CreatedKey({ created, onDone }: CreatedKeyProps) {
  const id = useId();
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
      <h3 id={`${id}-title`}>Your new key “{created.api_key.name}”</h3>
      <p id={`${id}-help`}>
        Copy it now and keep it somewhere safe: it is shown only this once.
        Later you see only its last 4 characters.
      </p>
      <label htmlFor={id}>API key</label>
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
          Copy the key
        </Button>
        <Button type="primary" onClick={onDone}>
          I have copied it
        </Button>
      </div>
      <p role="status">
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'no'
            ? 'Your browser did not let us copy it: select the key and copy it yourself.'
            : ''}
      </p>
    </section>
  );
}
