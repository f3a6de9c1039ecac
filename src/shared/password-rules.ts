// OWASP ASVS 2.1.1: at least 12 characters; no composition rules (2.1.9), up to 256 (2.1.2).
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
