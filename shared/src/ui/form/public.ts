// Formik + antd adapters (STYLE.md, Forms): forms bind fields through these instead of wiring
// setFieldValue by hand, and send the api's field errors back with applyApiErrors.
export { FormikForm } from './FormikForm';
export type { FormikFormProps } from './FormikForm';
export { FormikInput } from './FormikInput';
export type { FormikInputProps } from './FormikInput';
export { FormikSubmit } from './FormikSubmit';
export type { FormikSubmitProps } from './FormikSubmit';
export { applyApiErrors } from './applyApiErrors';
export { LoginForm } from './LoginForm';
export type { LoginFormLabels, LoginFormProps } from './LoginForm';
export type { LoginValues } from './loginSchema';
export { LoginCard } from './LoginCard';
export type { LoginCardProps } from './LoginCard';
export { FormikTextArea } from './FormikTextArea';
export type { FormikTextAreaProps } from './FormikTextArea';
export { FormikMoneyInput } from './FormikMoneyInput';
export type { FormikMoneyInputProps } from './FormikMoneyInput';
export {
  ImportErrors,
  importFileProblem,
  importRowErrorsOf,
} from './ImportErrors';
export type { ImportErrorsProps } from './ImportErrors';
export { useImageUpload, uploadProblemOf } from './useImageUpload';
export { UPLOAD_FAILED_MESSAGE } from './messages';
export type { ImageUploadState } from './useImageUpload';
export { isNoAnswer } from './saveFailure';
export { SaveRetry } from './SaveRetry';
export { FormStatusScope } from './statusScope';
