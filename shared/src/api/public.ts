export {
  ApiError,
  isApiError,
  BROWSER_ISSUE_MESSAGE,
  NETWORK_MESSAGE,
} from './errors';
export {
  apiRequest,
  api,
  configureApi,
  apiBaseUrl,
  buildUrl,
  downloadFile,
  fileNameOf,
  saveFile,
} from './client';
export type { Query, Method, RequestOptions, DownloadedFile } from './client';
export { swrFetcher } from './fetcher';
export type { SwrKey } from './fetcher';
export { fileToBase64 } from './fileToBase64';
export { uploadImage, uploadNameOf } from './uploads';
export type { UploadImageOptions } from './uploads';
export type { EarlyRequest } from './early';
