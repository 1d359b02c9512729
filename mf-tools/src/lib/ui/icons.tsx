import { Icon } from "@parley/ui-kit/ui/icon.tsx";

export { EditIcon, TrashIcon } from "@parley/ui-kit/ui/action-icons.tsx";

export function DownloadIcon() {
  return (
    <Icon>
      <path d="M12 4v11" />
      <path d="m7 10 5 5 5-5" />
      <path d="M5 20h14" />
    </Icon>
  );
}

/** The left panel's show/hide button. */
export function SidebarIcon() {
  return (
    <Icon>
      <rect x="4" y="5" width="16" height="14" rx="2" />
      <path d="M9 5v14" />
    </Icon>
  );
}

export function SearchIcon() {
  return (
    <Icon size={16}>
      <circle cx="11" cy="11" r="6" />
      <path d="m20 20-4.5-4.5" />
    </Icon>
  );
}

/** Status icons of a knowledge-source account: active, validating, failed. */
export function ActiveIcon() {
  return (
    <Icon size={16}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </Icon>
  );
}

export function ValidatingIcon() {
  return (
    <Icon size={16}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  );
}

export function FailedIcon() {
  return (
    <Icon size={16}>
      <path d="M12 3 2 21h20L12 3z" />
      <path d="M12 10v5" />
      <path d="M12 18h.01" />
    </Icon>
  );
}
