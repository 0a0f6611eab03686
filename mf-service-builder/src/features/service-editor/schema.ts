import { DRAFT_MESSAGES } from 'shared/options';
import { MESSAGES, moneySchema, yup } from 'shared/validation';

/** The "New service" form: the api's rules for a service's own fields. */
export const newServiceSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(DRAFT_MESSAGES.serviceName)
    .max(120, 'At most 120 characters.'),
  price: moneySchema(13)
    .required(MESSAGES.required)
    .matches(/^\d{1,10}(\.\d{1,2})?$/, DRAFT_MESSAGES.price),
  description: yup.string().max(5000, 'At most 5000 characters.'),
  category_id: yup.number().nullable(),
  is_active: yup.boolean().required(),
});

export type NewServiceValues = {
  name: string;
  price: string;
  description: string;
  category_id: number | null;
  is_active: boolean;
};

export const EMPTY_SERVICE: NewServiceValues = {
  name: '',
  price: '',
  description: '',
  category_id: null,
  is_active: true,
};
