/** The platform's product name, shown in the storefront footer ('Powered by …'). */
export const PLATFORM_NAME = 'White-label Services Platform';
