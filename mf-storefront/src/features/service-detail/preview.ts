import { createContext, useContext } from 'react';

/** True inside the service builder's preview: inputs behave as for a customer but send nothing. */
export const OptionsPreviewContext = createContext(false);

export const useIsPreview = (): boolean => useContext(OptionsPreviewContext);
