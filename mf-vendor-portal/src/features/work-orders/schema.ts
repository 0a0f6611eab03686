import { MESSAGES, yup } from 'shared/validation';

export const noteSchema = yup.object({
  body: yup
    .string()
    .trim()
    .required(MESSAGES.required)
    .max(4000, 'Please keep the note under 4000 characters.'),
});
