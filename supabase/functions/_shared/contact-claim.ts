/** How long after a contact message is stored its notification may still be sent. */
export const CLAIM_WINDOW_MS = 60 * 60 * 1000;

/** The columns the notification reads from a stored contact message. */
export const CLAIM_COLUMNS = 'id, name, email, phone, message, created_at';
