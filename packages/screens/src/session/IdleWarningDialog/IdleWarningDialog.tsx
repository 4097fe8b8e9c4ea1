import { Button, Modal } from '@merchant/ui';

export interface IdleWarningDialogProps {
  /** Whether the warning is shown (the last minute before an idle sign-out). */
  open: boolean;
  /** Seconds until the session ends. */
  secondsLeft: number;
  /** Keeps the session: 'Stay signed in', and also Escape, the backdrop and Close. */
  onStaySignedIn: () => void;
  /** Ends the session now. */
  onSignOut: () => void;
}

/** '0:59', '1:00': the countdown as a clock reads. */
function formatCountdown(seconds: number) {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Warns before an idle sign-out. Closing it in any way means someone is there, so every way
 * out but 'Sign out' keeps the session; 'Stay signed in' has the focus, so Enter keeps it too.
 */
export function IdleWarningDialog({
  open,
  secondsLeft,
  onStaySignedIn,
  onSignOut,
}: IdleWarningDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onStaySignedIn}
      role="alertdialog"
      size="sm"
      title="Are you still there?"
      description={
        <>
          For your security, you will be signed out in{' '}
          <time dateTime={`PT${Math.max(0, Math.ceil(secondsLeft))}S`}>
            {formatCountdown(secondsLeft)}
          </time>{' '}
          because there has been no activity.
        </>
      }
      footer={
        <>
          <Button variant="secondary" onClick={onSignOut}>
            Sign out
          </Button>
          <Button variant="primary" onClick={onStaySignedIn} data-autofocus>
            Stay signed in
          </Button>
        </>
      }
    />
  );
}
