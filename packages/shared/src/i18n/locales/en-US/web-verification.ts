/** The player's identity verification texts (`web.verification`, issue #26 item 4). */
export const webVerification = {
  title: 'Identity verification',
  loading: 'Loading your verification…',
  loadFailed: 'Your verification could not be loaded',
  intro:
    'Send a photo of an identity document and a selfie. They stay with the operator, and only the staff who check them can see them.',
  /** The settings row and its value, by state. */
  menu: 'Identity verification',
  states: {
    none: 'Not verified',
    pending: 'Being checked',
    approved: 'Verified',
    rejected: 'Not accepted',
  },
  requirement: {
    off: 'Verification is not needed for withdrawals at the moment. You can still verify now, so it is done if that changes.',
    first_withdrawal: 'Verification is needed before your first withdrawal.',
    above_amount: 'Verification is needed once your withdrawals add up to more than {amount}.',
    requiredNow: 'You need to verify before your next withdrawal.',
  },
  documentType: 'Document',
  documentTypes: {
    id_card: 'ID card',
    passport: 'Passport',
    driving_licence: 'Driving licence',
  },
  chooseTypeFirst: 'Choose the document first.',
  document: {
    title: 'Photo of the document',
    hint: 'The whole document, flat, in good light, every word readable.',
    choose: 'Take or choose a photo',
    replace: 'Replace the photo',
    preview: 'Your document photo',
  },
  selfie: {
    title: 'Selfie',
    hint: 'Your face, straight on, without sunglasses or a hat.',
    choose: 'Take a selfie',
    replace: 'Take another selfie',
    preview: 'Your selfie',
  },
  uploading: 'Uploading…',
  uploaded: 'Uploaded',
  notUploaded: 'Not added yet',
  send: 'Send for checking',
  sendHint: 'Add the document photo and the selfie to send them.',
  confirmTitle: 'Send your documents?',
  confirmBody:
    'The operator’s finance team checks them by hand and tells you the result in your notifications. The photos are deleted after the check, when the operator’s retention period ends; the decision itself is kept.',
  confirmSend: 'Send',
  cancel: 'Cancel',
  sent: 'Sent for checking',
  pending: {
    title: 'Your documents are being checked',
    body: 'Finance checks them by hand. You will get a notification when they have decided.',
    submittedAt: 'Sent {time}',
  },
  approved: {
    title: 'Your identity is verified',
    body: 'Nothing more is needed: you can withdraw as usual.',
    decidedAt: 'Verified {time}',
  },
  rejected: {
    title: 'Your documents were not accepted',
    body: 'Please send new photos below.',
    note: 'Note from finance',
  },
  reasons: {
    unreadable:
      'The photo could not be read. Take it again in good light, with the whole document sharp and visible.',
    document_expired: 'The document has expired. Send a document that is still valid.',
    selfie_mismatch:
      'The selfie does not clearly match the photo on the document. Take a new selfie, face straight on.',
    underage: 'The document shows that you are under the minimum age to play.',
    incomplete: 'Part of the document was missing or hidden. Show the whole document, with nothing covered.',
    other: 'Finance could not accept these documents. See their note below.',
  },
  /** The withdraw page's gate. */
  gate: {
    requiredTitle: 'Verify your identity to withdraw',
    requiredBody:
      'Before you can withdraw, the operator needs to check your identity: a photo of your document and a selfie.',
    rejectedBody: 'Your last documents were not accepted. Send new ones to withdraw.',
    verify: 'Verify my identity',
    pendingTitle: 'Your documents are being checked',
    pendingBody: 'You can withdraw once finance approves them. We will notify you.',
    view: 'See verification',
    allowance: 'You can withdraw up to {amount} more before verification is needed.',
  },
};
