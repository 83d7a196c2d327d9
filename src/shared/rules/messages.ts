// Validation messages are part of the API contract; kept free of zod so the client's first
// bundle can translate them without pulling in the schema library.
/** Only for a missing spreadsheet column now; an empty field says which one (below). */
export const REQUIRED_MESSAGE = "Please fill all fields.";
// Each required field's own message when it is left empty, so a form never shows one generic line
// under every field.
export const SCHOOL_NAME_REQUIRED_MESSAGE = "Enter the school name.";
export const DIRECTOR_NAME_REQUIRED_MESSAGE = "Enter the director's name.";
export const ADDRESS_REQUIRED_MESSAGE = "Enter the address.";
export const PHONE_NUMBER_REQUIRED_MESSAGE = "Enter the phone number.";
export const LEDGER_NAME_REQUIRED_MESSAGE = "Enter the ledger name.";
export const CLASS_NAME_REQUIRED_MESSAGE = "Enter the class.";
export const SESSION_YEAR_REQUIRED_MESSAGE = "Enter the session year, like 2025-26.";
export const STUDENT_NAME_REQUIRED_MESSAGE = "Enter the student's name.";
export const SEARCH_REQUIRED_MESSAGE = "Type part of a name, roll number or phone number.";
export const FEE_DESCRIPTION_REQUIRED_MESSAGE = "Enter what the fee is for, like Tuition fee.";
export const PHONE_NUMBER_MESSAGE = "Phone number must be 10 digits!";
export const SESSION_YEAR_MESSAGE = "Session year must look like 2025-26, the second year following the first.";
export const DATE_MESSAGE = "Please enter a valid date.";
export const AMOUNT_POSITIVE_MESSAGE = "Amount must be more than zero.";
export const AMOUNT_DECIMALS_MESSAGE = "Amount can have at most 2 decimal places.";
export const AMOUNT_MAX_MESSAGE = "Amount must be at most ₹1,00,00,000.";
export const AMOUNT_REQUIRED_MESSAGE = "Please enter an amount.";
export const AMOUNT_INVALID_MESSAGE = "Amount must be a number like 1500 or 1500.50.";
export const CONTROL_CHARACTERS_MESSAGE = "Remove the special (control) characters from this field.";
export const UPI_ID_MESSAGE = "Enter a UPI ID like schoolname@okaxis.";
export const DUE_DAYS_MESSAGE = "Due days must be a whole number from 0 to 90.";
export const TRANSACTION_TYPE_MESSAGE = "Choose Dues or Received.";
export const FEE_PLAN_DAY_MESSAGE = "Choose a day of the month from 1 to 28.";
// A student sheet's own problems (import): the cell's value is shown beside them, so they stay fixed texts.
export const AMOUNT_IN_FIGURES_MESSAGE = "Write the amount in figures, e.g. 1500.";
export const ROLL_NUMBER_REPEATED_MESSAGE = "Another row of this file has the same roll number.";
export const ROLL_NUMBER_TAKEN_MESSAGE = "A student of this ledger already has this roll number.";
export const GRACE_DAYS_MESSAGE = "Grace days must be a whole number from 0 to 365.";
export const LATE_FINE_CAP_MESSAGE = "A fine per day needs a cap: the most it can grow to.";
export const TERMS_REQUIRED_MESSAGE = "Add at least one instalment with its label and due date.";
export const TERM_LABEL_REQUIRED_MESSAGE = "Name the instalment, like Term 1.";
export const CANCEL_REASON_SHORT_MESSAGE = "Say why, in at least 3 characters.";
export const CANCEL_REASON_LONG_MESSAGE = "Keep the reason within 200 characters.";
