// Validation messages are part of the API contract; kept free of zod so the client's first
// bundle can translate them without pulling in the schema library.
export const REQUIRED_MESSAGE = "Please fill all fields.";
export const PHONE_NUMBER_MESSAGE = "Phone number must be 10 digits!";
