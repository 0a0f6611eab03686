import { RELEASE_MESSAGES } from 'shared/contracts/releases';
import { MESSAGES, yup } from 'shared/validation';
import type { ChangeText } from './changes';

export const REASON_MAX = 500;
export const KEY_NAME_MAX = 100;
export const REASON_REQUIRED = RELEASE_MESSAGES.reason;
export const SHARE_RANGE = 'Enter a share from 0 to 100 %.';

/** The roll-out dialog's rules: a reason always (the api audits it), and the fields it shows. */
export function changeSchema(fields: ChangeText['fields']) {
  return yup.object({
    reason: yup
      .string()
      .trim()
      .required(REASON_REQUIRED)
      .max(REASON_MAX, `Please keep the reason to ${REASON_MAX} characters.`),
    version: fields.version
      ? yup.string().required(MESSAGES.requiredDot)
      : yup.string(),
    storeId: fields.store
      ? yup.number().nullable().required('Choose a store.')
      : yup.number().nullable(),
    share: fields.share
      ? yup
          .number()
          .typeError(SHARE_RANGE)
          .required(SHARE_RANGE)
          .integer(SHARE_RANGE)
          .min(0, SHARE_RANGE)
          .max(100, SHARE_RANGE)
      : yup.mixed(),
  });
}

export const keySchema = yup.object({
  remote: yup.string().required(MESSAGES.requiredDot),
  name: yup
    .string()
    .trim()
    .required(MESSAGES.requiredDot)
    .max(KEY_NAME_MAX, `Please keep the name to ${KEY_NAME_MAX} characters.`),
});
