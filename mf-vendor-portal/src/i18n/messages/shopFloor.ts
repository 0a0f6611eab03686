// The shop-floor steps of a job (phone-first) and the job's details and timeline.

export const shopFloor = {
  en: {
    step: {
      'start-work': 'Start work',
      'job-in-progress': 'In progress',
      'work-information': 'Work information',
      'tell-us': 'Tell us',
      'job-done': 'Job done',
    },
    titled: '{{step}}: {{name}}',
    name: 'WO-{{number}}',
    loading: 'Loading the job',
    loadFailed: 'We could not load this job.',
    status: 'Status: ',
    steps: 'Steps of this job',
    historyLink: 'History',
    asItIs: 'This is the job as it is now.',
    done: {
      title: 'Job done.',
      subtitle: 'The store has been told and will collect the piece.',
      back: 'Back to your jobs',
      notInProgress: 'This job is not in progress, so it cannot be done yet.',
      goStart: 'Go to start work',
      intro:
        'Mark the job done when the piece is ready to go back: the store is told at once.',
      noPhoto: 'No photo of the finished piece yet.',
      addPhoto: 'Add a photo',
    },
    progress: {
      inProgress: 'The job is in progress.',
      inProgressHint:
        "Waiting for the store's approval? Put it on hold with what you need.",
      onHold: 'The job is on hold.',
      onHoldHint: 'Resume once the store has approved.',
      startFirst: 'Start work first',
      tellUs: 'Tell us what you did',
      isDone: 'The job is done',
    },
    start: {
      assigned:
        'Accept the job to work on it, or reject it with a reason: the store is told at once.',
      accepted:
        'When the piece is on your bench, start work: the store sees the job in progress.',
      started: 'Work has started.',
      startedHint: 'The store sees the job in progress.',
      next: 'Next: tell us what you did',
      rejected: 'You rejected this job.',
    },
    tellUs: {
      what: 'What you did',
      photo: 'A photo of the finished piece',
      next: 'Next: job done',
      nextPhoto: 'Next: add a photo',
    },
    history: {
      loading: 'Loading the history',
      title: 'Repair history',
      titled: 'Repair history: {{name}}',
      loadFailed: 'We could not load this history.',
      open: 'Open the job',
    },
    scan: {
      title: 'Opening the job',
      failed: 'We could not open this job.',
    },
    jobs: {
      title: 'Your jobs',
      loading: 'Loading your jobs',
      loadFailed: 'We could not load your jobs.',
      empty:
        'No open jobs. When a store sends you work, it appears here, and you can scan the QR code on its envelope to open it.',
      due_one: 'Due: {{due}} · {{count}} piece',
      due_other: 'Due: {{due}} · {{count}} pieces',
    },
    returned: {
      title: 'This job was returned to the store on {{date}}',
      text: 'The store has the piece back, so there is nothing more to do on this envelope. The job stays in your history.',
      open: 'Open the job',
      jobs: 'Go to your jobs',
    },
    notYours: {
      title: 'This job is not one of yours',
      text: 'The code or link you opened belongs to a job of another workshop, or the job no longer exists. Check the envelope, or pick a job from your list.',
    },
    details: {
      noDue: 'No due date',
    },
    event: {
      status: 'Status: {{status}}',
      statusWith: 'Status: {{status}} ({{note}})',
      after: 'After image',
      before: 'Before image',
      charge: 'Extra charge',
      created: 'Created',
    },
    info: {
      label: 'Work information',
      save: 'Save work information',
      saved: 'Work information saved.',
    },
    cancelled: {
      title: 'The store cancelled order #{{number}}.',
      subtitle: 'Please stop the work and return the piece to the store.',
    },
  },
  es: {
    step: {
      'start-work': 'Empezar el trabajo',
      'job-in-progress': 'En curso',
      'work-information': 'Información del trabajo',
      'tell-us': 'Cuéntenos',
      'job-done': 'Trabajo terminado',
    },
    titled: '{{step}}: {{name}}',
    name: 'WO-{{number}}',
    loading: 'Cargando el trabajo',
    loadFailed: 'No pudimos cargar este trabajo.',
    status: 'Estado: ',
    steps: 'Pasos de este trabajo',
    historyLink: 'Historial',
    asItIs: 'Este es el trabajo tal como está ahora.',
    done: {
      title: 'Trabajo terminado.',
      subtitle: 'Se ha avisado a la tienda, que recogerá la pieza.',
      back: 'Volver a sus trabajos',
      notInProgress:
        'Este trabajo no está en curso, así que todavía no se puede terminar.',
      goStart: 'Ir a empezar el trabajo',
      intro:
        'Marque el trabajo como terminado cuando la pieza esté lista para volver: se avisa a la tienda al momento.',
      noPhoto: 'Todavía no hay foto de la pieza terminada.',
      addPhoto: 'Añadir una foto',
    },
    progress: {
      inProgress: 'El trabajo está en curso.',
      inProgressHint:
        '¿Espera la aprobación de la tienda? Póngalo en espera con lo que necesita.',
      onHold: 'El trabajo está en espera.',
      onHoldHint: 'Reanúdelo cuando la tienda lo haya aprobado.',
      startFirst: 'Empiece el trabajo primero',
      tellUs: 'Cuéntenos lo que hizo',
      isDone: 'El trabajo está terminado',
    },
    start: {
      assigned:
        'Acepte el trabajo para realizarlo, o rechácelo con un motivo: se avisa a la tienda al momento.',
      accepted:
        'Cuando la pieza esté en su banco, empiece el trabajo: la tienda lo ve en curso.',
      started: 'El trabajo ha empezado.',
      startedHint: 'La tienda ve el trabajo en curso.',
      next: 'Siguiente: cuéntenos lo que hizo',
      rejected: 'Usted rechazó este trabajo.',
    },
    tellUs: {
      what: 'Lo que hizo',
      photo: 'Una foto de la pieza terminada',
      next: 'Siguiente: trabajo terminado',
      nextPhoto: 'Siguiente: añadir una foto',
    },
    history: {
      loading: 'Cargando el historial',
      title: 'Historial de la reparación',
      titled: 'Historial de la reparación: {{name}}',
      loadFailed: 'No pudimos cargar este historial.',
      open: 'Abrir el trabajo',
    },
    scan: {
      title: 'Abriendo el trabajo',
      failed: 'No pudimos abrir este trabajo.',
    },
    jobs: {
      title: 'Sus trabajos',
      loading: 'Cargando sus trabajos',
      loadFailed: 'No pudimos cargar sus trabajos.',
      empty:
        'No hay trabajos abiertos. Cuando una tienda le envíe trabajo, aparecerá aquí, y puede escanear el código QR de su sobre para abrirlo.',
      due_one: 'Entrega: {{due}} · {{count}} pieza',
      due_other: 'Entrega: {{due}} · {{count}} piezas',
    },
    returned: {
      title: 'Este trabajo se devolvió a la tienda el {{date}}',
      text: 'La tienda ya tiene la pieza, así que no queda nada por hacer con este sobre. El trabajo sigue en su historial.',
      open: 'Abrir el trabajo',
      jobs: 'Ir a sus trabajos',
    },
    notYours: {
      title: 'Este trabajo no es suyo',
      text: 'El código o enlace que abrió pertenece a un trabajo de otro taller, o el trabajo ya no existe. Revise el sobre o elija un trabajo de su lista.',
    },
    details: {
      noDue: 'Sin fecha de entrega',
    },
    event: {
      status: 'Estado: {{status}}',
      statusWith: 'Estado: {{status}} ({{note}})',
      after: 'Imagen de después',
      before: 'Imagen de antes',
      charge: 'Cargo adicional',
      created: 'Creado',
    },
    info: {
      label: 'Información del trabajo',
      save: 'Guardar la información del trabajo',
      saved: 'Información del trabajo guardada.',
    },
    cancelled: {
      title: 'La tienda canceló el pedido n.º {{number}}.',
      subtitle: 'Detenga el trabajo y devuelva la pieza a la tienda.',
    },
  },
};
