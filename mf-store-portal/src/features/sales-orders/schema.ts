import { MESSAGES, nameSchema, phoneSchema, yup } from 'shared/validation';

/** The sales order edit form (Save/Discard bar): the contact, internal notes and location. */
export const orderEditSchema = yup.object({
  first_name: nameSchema().required(MESSAGES.required),
  last_name: nameSchema().required(MESSAGES.required),
  email: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .email(MESSAGES.email)
    .max(254, MESSAGES.email),
  phone: phoneSchema().max(30, MESSAGES.phone),
  internal_notes: yup
    .string()
    .max(4000, 'Internal notes may have at most 4000 characters'),
  location_id: yup.string(),
});
export type OrderEditValues = yup.InferType<typeof orderEditSchema>;

/** Sending lines of the order to a linked vendor. */
export const workOrderSchema = yup.object({
  vendor_id: yup.string().required('Please choose a vendor'),
  line_ids: yup
    .array(yup.number().required())
    .min(1, 'Please choose at least one item to send')
    .required(),
  instructions: yup
    .string()
    .trim()
    .max(4000, 'Instructions may have at most 4000 characters'),
  due_date: yup.string(),
});
export type WorkOrderValues = yup.InferType<typeof workOrderSchema>;
