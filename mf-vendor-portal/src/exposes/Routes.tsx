// The route table renders in the shell's frame as soon as it is here; it shows the page loader until
// the code of the page the address opens on has arrived (AfterFirstPage, ADR 0022).
// The 'vendorPortal' catalogue comes with the route table: the shell's menu reads its labels.
import '../i18n/t';

export { default } from '../routes';
