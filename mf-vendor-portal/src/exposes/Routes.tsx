// `ready` settles once the code of the page the address opens on is here: the shell waits for it
// (2 s at most) before it renders its frame, so the frame and the page appear together instead of a
// loader that React would keep for 300 ms after the page arrived (ADR 0022, amendment 2).
// The 'vendorPortal' catalogue comes with the route table: the shell's menu reads its labels.
import '../i18n/t';

export { default, firstPageLoaded as ready } from '../routes';
