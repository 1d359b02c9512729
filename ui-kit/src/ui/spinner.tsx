import button from "./button.module.css";

/** A small busy indicator; the text beside it (or a live region) says what is happening. */
export function Spinner() {
  return <span className={button.spinner} aria-hidden="true" />;
}
