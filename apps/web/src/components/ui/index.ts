/**
 * The player app's UI kit. Features import antd-mobile ONLY through here, so the look, the
 * React 19 render fix and the locale handling live in one place.
 */
import './theme.css';
import './patterns.css';

export { AmountField, type AmountFieldProps } from './AmountField';
export { Button, ExternalLinkButton, LinkButton, type ButtonProps, type ButtonVariant } from './Button';
export { Card } from './Card';
export { Carousel, type CarouselItem, type CarouselProps } from './Carousel';
export { CalendarIcon, ChainIcon, CheckCircleIcon, ClockIcon, PlusIcon, RefusedIcon, TrashIcon } from './action-icons';
export { CopyField, type CopyFieldProps } from './CopyField';
export { DayPicker, type DayPickerProps } from './DayPicker';
export { SegmentedTabs, type SegmentedTab, type SegmentedTabsProps } from './SegmentedTabs';
export { alertDialog, confirmDialog, type ConfirmOptions } from './dialog';
export {
  BackIcon,
  BellIcon,
  CheckIcon,
  CompassIcon,
  GlobeIcon,
  HeadsetIcon,
  HomeIcon,
  InboxIcon,
  ShieldCheckIcon,
  UserIcon,
  WalletIcon,
} from './icons';
export { LoadingCanvas } from './LoadingCanvas';
export { Logo, LogoMark } from './Logo';
export { Money, formatMoneyText, useMoneyText, type MoneyProps } from './Money';
export { NavBar, useGoBack, type NavBarProps } from './NavBar';
export { Page, type PageProps } from './Page';
export { EmptyState, ErrorState, LoadingState, Skeleton } from './states';
export { TabBar, type TabBarProps } from './TabBar';
export { BottomSheet, type BottomSheetProps } from './BottomSheet';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { FormAlert } from './FormAlert';
export {
  AlertIcon,
  BankIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  CopyIcon,
  CrownIcon,
  DevicesIcon,
  EyeIcon,
  EyeOffIcon,
  InfoIcon,
  KeyIcon,
  ListIcon,
  LockIcon,
  LogoutIcon,
  MailIcon,
  ReceiptIcon,
  SearchIcon,
  SettingsIcon,
  SmartphoneIcon,
} from './menu-icons';
export { MenuList, type MenuItem } from './MenuList';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { PAY_PASSWORD_MAX, PayPasswordField, type PayPasswordFieldProps } from './PayPasswordField';
export { TextField, type TextFieldProps } from './TextField';
export { clearToasts, showBusy, showSuccess, showWarning } from './toast';
export { installAntdMobileRender } from './react19-render';
export { SmsCodeButton, type SmsCodeButtonProps } from './SmsCodeButton';
export { useCountdown } from './use-countdown';
