import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { useValidationMessage } from 'shared/i18n';
import type { ReleaseVersion } from 'shared/contracts/releases';
import { Button, Flex, Form } from 'shared/ui/antd';
import { SearchInput } from 'shared/ui/table';
import { useStoreSearch } from '../hooks';
import type { ChangeValues } from '../changes';
import { useStorePortalT } from '../../../i18n/t';

// The roll-out dialog's fields besides the reason: a version, a store (searched on the server) and
// the canary's share. Each shows its error once the form was submitted, linked by aria-describedby.

const SHARE_STEPS = [1, 5, 25, 50, 100] as const;

function useFieldError(name: keyof ChangeValues) {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return useValidationMessage(
    (meta.touched || submitCount > 0) && meta.error ? meta.error : undefined,
  );
}

/** Props of VersionField. */
export interface VersionFieldProps {
  versions: ReleaseVersion[];
}

/** The version to serve: the remote's versions the kill switch has not switched off. */
export function VersionField({ versions }: VersionFieldProps) {
  const t = useStorePortalT();
  const [field] = useField<string>('version');
  const error = useFieldError('version');
  const choices = versions.filter((v) => v.status === 'published');
  return (
    <Form.Item
      label={t('releases.change.version')}
      htmlFor="release-version"
      required
      validateStatus={error ? 'error' : undefined}
      help={error && <span id="release-version-error">{error}</span>}
    >
      <select
        {...field}
        id="release-version"
        className="rel-select"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'release-version-error' : undefined}
      >
        <option value="">{t('releases.change.chooseVersion')}</option>
        {choices.map((v) => (
          <option key={v.version} value={v.version}>
            {v.version}
          </option>
        ))}
      </select>
    </Form.Item>
  );
}

/**
 * The store to pin: a search by name or host on the server once the super admin's typing pauses
 * (as the lists' searches), and the matching stores in a native select (keyboard and phone friendly).
 */
export function StoreField() {
  const t = useStorePortalT();
  const [search, setSearch] = useState('');
  const { stores, isLoading } = useStoreSearch(search);
  const [field] = useField<number | null>('storeId');
  const { setFieldValue } = useFormikContext<ChangeValues>();
  const error = useFieldError('storeId');
  return (
    <>
      <SearchInput
        visibleLabel
        className="rel-store-search"
        label={t('releases.change.searchStores')}
        placeholder={t('releases.change.searchPlaceholder')}
        value={search}
        onSearch={(next) => setSearch(next.trim())}
      />
      <Form.Item
        label={t('releases.change.store')}
        htmlFor="release-store"
        required
        validateStatus={error ? 'error' : undefined}
        help={error && <span id="release-store-error">{error}</span>}
      >
        <select
          id="release-store"
          name="storeId"
          className="rel-select"
          value={field.value ?? ''}
          onChange={(e) =>
            void setFieldValue(
              'storeId',
              e.target.value ? Number(e.target.value) : null,
            )
          }
          onBlur={field.onBlur}
          aria-busy={isLoading}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'release-store-error' : undefined}
        >
          <option value="">
            {stores.length
              ? t('releases.change.chooseStore')
              : t('releases.change.noStore')}
          </option>
          {stores.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.url})
            </option>
          ))}
        </select>
      </Form.Item>
    </>
  );
}

/** The canary's share of the stores: the usual steps, or any number from 0 to 100. */
export function ShareField() {
  const t = useStorePortalT();
  const [field, , helpers] = useField<number | ''>('share');
  const error = useFieldError('share');
  return (
    <Form.Item
      label={t('releases.change.share')}
      htmlFor="release-share"
      required
      validateStatus={error ? 'error' : undefined}
      help={error && <span id="release-share-error">{error}</span>}
    >
      <Flex gap={8} wrap align="center">
        <input
          {...field}
          id="release-share"
          type="number"
          min={0}
          max={100}
          step={1}
          className="rel-share"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'release-share-error' : undefined}
        />
        <Flex
          gap={4}
          wrap
          role="group"
          aria-label={t('releases.change.shareSteps')}
        >
          {SHARE_STEPS.map((step) => (
            <Button
              key={step}
              size="small"
              type={field.value === step ? 'primary' : 'default'}
              aria-pressed={field.value === step}
              onClick={() => void helpers.setValue(step)}
            >
              {t('releases.change.step', { step })}
            </Button>
          ))}
        </Flex>
      </Flex>
    </Form.Item>
  );
}
