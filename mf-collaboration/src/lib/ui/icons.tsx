import { Icon } from "@parley/ui-kit/ui/icon.tsx";

export const UsersIcon = () => (
  <Icon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
    <path d="M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3c2.2.7 3.5 2.8 3.5 5.7" />
  </Icon>
);
export const CopyIcon = () => (
  <Icon>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
  </Icon>
);
export const CheckIcon = () => (
  <Icon>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </Icon>
);
export const SortIcon = ({ direction }: { direction: "asc" | "desc" | null }) => (
  <Icon size={14}>
    <path d="m8 9 4-4 4 4" opacity={direction === "desc" ? 0.3 : 1} />
    <path d="m8 15 4 4 4-4" opacity={direction === "asc" ? 0.3 : 1} />
  </Icon>
);
