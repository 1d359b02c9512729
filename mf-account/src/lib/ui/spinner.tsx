import button from "./button.module.css";

/** A small busy indicator for buttons and loading lines; the text beside it says what is happening. */
export function Spinner() {
  return <span className={button.spinner} aria-hidden="true" />;
}
