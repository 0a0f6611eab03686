import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormikForm, FormikSubmit, applyApiErrors } from 'shared/ui/form';
import {
  initialValues,
  toApiAnswers,
  type ServiceFormValues,
} from '../answers';
import type { ServiceDetail } from '../api';
import { useAddToCart } from '../hooks';
import { nestApiErrors, validateAnswers, visibleFor } from '../schema';
import { AddedToCart } from './AddedToCart';
import { OptionFields } from './OptionFields';
import { useStorefrontT } from '../../../i18n/t';

export interface ServiceOrderFormProps {
  service: ServiceDetail;
}

/** The service's options (shown as their logic allows), the price, the quantity and 'Add to cart'. */
export function ServiceOrderForm({ service }: ServiceOrderFormProps) {
  const t = useStorefrontT();
  const addToCart = useAddToCart();
  const [addedCount, setAddedCount] = useState(0);
  const { options } = service;

  const handleSubmit = async (
    values: ServiceFormValues,
    helpers: FormikHelpers<ServiceFormValues>,
  ) => {
    helpers.setStatus(undefined);
    try {
      await addToCart({
        service_id: service.id,
        quantity: Number(values.quantity),
        answers: toApiAnswers(visibleFor(options, values), values),
      });
      setAddedCount((n) => n + 1);
    } catch (error) {
      setAddedCount(0);
      helpers.setStatus(
        applyApiErrors(error, {
          setErrors: (flat) =>
            helpers.setErrors(nestApiErrors(flat as Record<string, string>)),
        }),
      );
    }
  };

  return (
    <Formik
      initialValues={initialValues(options)}
      validate={(values) => validateAnswers(options, values)}
      onSubmit={handleSubmit}
    >
      <FormikForm
        label={t('serviceDetail.orderLabel', { service: service.name })}
      >
        <OptionFields
          options={options}
          price={service.list_price ?? service.price}
        />
        <FormikSubmit>{t('serviceDetail.addToCart')}</FormikSubmit>
        {addedCount > 0 && <AddedToCart serviceName={service.name} />}
      </FormikForm>
    </Formik>
  );
}
