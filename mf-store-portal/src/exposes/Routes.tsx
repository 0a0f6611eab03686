export { default } from '../routes';
