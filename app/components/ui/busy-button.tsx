import type { ButtonHTMLAttributes } from "react";

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "disabled" | "type"> & {
  /** While true the button announces itself as unavailable and ignores presses. */
  unavailable: boolean;
  /** Submits its form (which then does the work); an unavailable one does not. */
  submit?: boolean;
};

/**
 * A button that is unavailable for a while (a request is pending, a limit is reached) without the `disabled`
 * attribute: a disabled button drops keyboard focus to the page's body, and someone pressing Enter on it would have
 * to find their place again after every press. Style the unavailable look with `aria-disabled:` classes.
 */
export function BusyButton({ unavailable, onClick, submit = false, ...props }: Props) {
  return (
    <button
      {...props}
      type={submit ? "submit" : "button"}
      aria-disabled={unavailable}
      onClick={(event) => {
        if (unavailable) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
