import { Icon } from "@parley/ui-kit/ui/icon.tsx";

export { EditIcon, TrashIcon } from "@parley/ui-kit/ui/action-icons.tsx";

export function PlusIcon() {
  return (
    <Icon>
      <path d="M12 5v14" />
      <path d="M5 12h14" />
    </Icon>
  );
}

export function ClockIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 8v4l3 2" />
    </Icon>
  );
}

export function SidebarIcon() {
  return (
    <Icon>
      <rect x="4" y="5" width="16" height="14" rx="2" />
      <path d="M9 5v14" />
    </Icon>
  );
}
