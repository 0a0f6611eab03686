export { default } from '../features/service-detail/OptionsPreview';
