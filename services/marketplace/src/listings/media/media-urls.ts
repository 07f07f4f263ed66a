/** Where the gateway serves listing media (public: published listings show them). */
export const MEDIA_PATH = '/api/v1/marketplace/media/';
