import { CAR_ICON_PATH, LineIcon } from "../../ui/line-icon";

/** The console's few icons (24 px outline, currentColor); each sits beside text or has its button's label. */
const Icon = ({ d }: { d: string }) => <LineIcon path={d} className="size-5" strokeWidth="2" />;

export const MenuIcon = () => <Icon d="M4 6h16M4 12h16M4 18h16" />;
export const EyeIcon = () => (
  <Icon d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z" />
);
export const TrashIcon = () => <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />;
export const DashboardIcon = () => <Icon d="M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z" />;
export const BoxIcon = () => <Icon d="M3 7l9-4 9 4-9 4-9-4Zm0 0v10l9 4 9-4V7M12 11v10" />;
export const AlertIcon = () => <Icon d="M12 3 2 20h20L12 3Zm0 6v5m0 3v.01" />;
export const PrintIcon = () => <Icon d="M7 9V3h10v6M7 17H4v-8h16v8h-3M7 14h10v7H7z" />;
export const CarIcon = () => <Icon d={CAR_ICON_PATH} />;
export const TagIcon = () => <Icon d="M3 12V3h9l9 9-9 9-9-9Zm5-4.5h.01" />;
export const LayersIcon = () => <Icon d="M12 3 2 8l10 5 10-5-10-5ZM2 13l10 5 10-5M2 17.5l10 5 10-5" />;
export const UsersIcon = () => (
  <Icon d="M16 20v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm13 10v-2a4 4 0 0 0-3-3.9M16 2.1a4 4 0 0 1 0 7.8" />
);
export const LockIcon = () => <Icon d="M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11M12 15v2" />;
export const KeyIcon = () => <Icon d="M15 7a4 4 0 1 1-3.9 5H3v3h3v-2h3v2h2.1A4 4 0 0 1 15 7Zm0 3h.01" />;
export const ShieldIcon = () => <Icon d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3 9 2 2 4-4" />;
export const TruckIcon = () => (
  <Icon d="M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />
);
export const WalletIcon = () => <Icon d="M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l13-3v3M16 13.5h.01" />;
export const ChatIcon = () => <Icon d="M4 5h16v11H8l-4 4zM8 9h8M8 12h5" />;
export const StoreIcon = () => <Icon d="M3 9l1.5-5h15L21 9M3 9h18M3 9v11h18V9M9 20v-6h6v6" />;
export const PencilIcon = () => <Icon d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />;
export const ImportIcon = () => <Icon d="M12 15V3m0 0L8 7m4-4 4 4M4 15v5h16v-5" />;
export const DownloadIcon = () => <Icon d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />;
export const PlusIcon = () => <Icon d="M12 5v14M5 12h14" />;
export const XIcon = () => <Icon d="M18 6 6 18M6 6l12 12" />;
