// The form kit's own English messages, apart from its components: the portals' catalogues read them
// to translate them, and a catalogue loads with the route table, before any form (a plain module,
// bundled by each container: tools/federation-shared.js).

/** When an upload fails with nothing better to say. */
export const UPLOAD_FAILED_MESSAGE =
  'We could not upload this image. Please try again.';
