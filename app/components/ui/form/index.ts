/** The one form kit: fields with their hint and error, the form's status, and the scope that gives them their look and ids. */
export { CheckField, describedBy, Field, FieldMessages, SelectField, TextArea } from "./fields";
export { FormStatus } from "./form-status";
export { FormScope, type FormScopeValue, type FormVariant } from "./looks";
