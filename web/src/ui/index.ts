// The shared components every feature builds its pages from: import them from here, extend them
// here, never fork a variant in a feature. The few that only some pages use (DeleteFileModal, MultiSelect, tabs) are
// imported from their own files, so they stay out of the chunk every page loads (vite.config.ts).
export { AppLogo } from './AppLogo';
export { Breadcrumbs, type Crumb } from './Breadcrumbs';
export { Button, buttonClass, type ButtonLook, type ButtonVariant } from './Button';
export { CheckField } from './CheckField';
export { CopyButton } from './CopyButton';
export { CopyField } from './CopyField';
export { ErrorBanner, errorMessages } from './ErrorBanner';
export { Field, FieldErrors, type FieldControlProps, type FieldProps } from './Field';
export { FlashMessage } from './FlashMessage';
export { FoldToggle } from './FoldToggle';
export { FLASH_FADE_MS, FLASH_VISIBLE_MS, dismissFlash, showFlash } from './flash';
export * from './icons';
export { LazyBoundary, lazyNamed } from './Lazy';
export { Modal, type ModalAction } from './Modal';
export { Pagination, usePageWithinRange } from './Pagination';
export { PasswordInput } from './PasswordInput';
export { Quicktip } from './Quicktip';
export { QUICKTIPS_STORAGE_KEY, dismissedQuicktips, quicktipTarget, rememberDismissed } from './quicktips';
export { SortableHeader } from './SortableHeader';
export { Spinner } from './Spinner';
export { TableCard } from './TableCard';
export { COPIED_TOAST_MS, DEFAULT_TOAST_MS, dismissToast, showToast } from './toast';
export { Toasts } from './Toasts';
export { Toggle } from './Toggle';
export { Tooltip } from './Tooltip';
export { useDropdown } from './useDropdown';
export { useEditBase, type EditBase, type EditBaseOptions, type EditVersion } from './useEditBase';
export { RequiredMark } from './RequiredMark';
export { SearchBox } from './SearchBox';
export { SEARCH_DEBOUNCE_MS, useUrlSearchBox } from './useUrlSearchBox';
export { useUrlState } from './useUrlState';
export { UnsavedChangesGuard } from './UnsavedChangesGuard';
export { unsavedChanges, useUnsavedChanges, type UnsavedChanges } from './unsavedChanges';
