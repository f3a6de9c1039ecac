/** One field's refusal in an error answer: `errors: [{ field: "qty", message: "…" }]` (the server and the forms). */
export interface FieldError {
  field: string;
  message: string;
  /** On a stock refusal: the units still on hand (0 when sold out), so a cart can say what is left. */
  available?: number;
}
