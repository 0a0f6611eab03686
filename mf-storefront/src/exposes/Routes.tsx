// `ready`: the code of the service page the address opens on (src/firstPage.ts); the shell waits
// for it before it renders the frame. An expose only re-exports.
export { default } from '../routes';
export { firstPageLoaded as ready } from '../firstPage';
