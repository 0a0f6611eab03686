import { Formik } from 'formik';
import { useMemo, useState } from 'react';
import type { OptionsPreviewProps } from 'shared/contracts';
import { AntdTheme } from 'shared/ui/antd/core';
import { FormikForm, FormikSubmit } from 'shared/ui/form';
import { initialValues } from './answers';
import { OptionFields } from './components/OptionFields';
import { OptionsPreviewContext } from './preview';
import { validateAnswers } from './schema';
import './service-detail.css';
import { useStorefrontT } from '../../i18n/t';

/**
 * The service builder's preview (`mf_storefront/OptionsPreview`): a service's options exactly as a
 * customer gets them here (the same fields, logic and validation rules), with a check of the answers
 * in place of 'Add to cart'. The answers reset when an option is added, removed or changes kind.
 */
export default function OptionsPreview({
  name,
  price,
  options,
}: OptionsPreviewProps) {
  const t = useStorefrontT();
  const [checked, setChecked] = useState(false);
  const sorted = useMemo(
    () => [...options].sort((a, b) => a.sequence - b.sequence || a.id - b.id),
    [options],
  );
  const shape = sorted.map((o) => `${o.id}:${o.tag}`).join(',');
  return (
    <AntdTheme>
      <OptionsPreviewContext.Provider value>
        <div className="sd-preview">
          <Formik
            key={shape}
            initialValues={initialValues(sorted)}
            validate={(values) => {
              setChecked(false);
              return validateAnswers(sorted, values);
            }}
            onSubmit={() => setChecked(true)}
          >
            <FormikForm
              label={t('serviceDetail.orderLabel', { service: name })}
            >
              <OptionFields options={sorted} price={price} />
              <FormikSubmit>{t('serviceDetail.previewCheck')}</FormikSubmit>
              {checked && (
                <p className="sd-preview__ok" role="status">
                  {t('serviceDetail.previewOk')}
                </p>
              )}
            </FormikForm>
          </Formik>
        </div>
      </OptionsPreviewContext.Provider>
    </AntdTheme>
  );
}
