import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ErrorState, LoadingState, Page, showSuccess } from '../../components/ui';
import { useUserInfo } from '../../lib/user-info';
import { AddAccountForm } from './components/AddAccountForm';
import { PayPasswordPrompt } from './components/PayPasswordPrompt';
import { returnPathOf } from './lib/return-to';
import './cashier.css';

/** `/bankadd`: add a withdrawal account; without a payment password, explain and link to set one. */
export default function BankAddPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const userInfo = useUserInfo();

  function saved() {
    showSuccess(t('cashier.bankAdd.saved'));
    // Reached on the way to a withdrawal: straight back to it, the new account now listed there.
    const back = returnPathOf(location.search);
    if (back) void navigate(back, { replace: true });
    // Otherwise back to the list this form was opened from; opened directly, to the list anyway.
    else if (location.key !== 'default') void navigate(-1);
    else void navigate('/banklist', { replace: true });
  }

  let content;
  if (userInfo.isError) {
    content = (
      <ErrorState
        title={t('cashier.common.profileFailed')}
        onRetry={() => void userInfo.refetch()}
        retrying={userInfo.isFetching}
      />
    );
  } else if (!userInfo.data) {
    content = <LoadingState />;
  } else if (userInfo.data.noPassword2 === 1) {
    content = <PayPasswordPrompt />;
  } else {
    content = <AddAccountForm onSaved={saved} />;
  }

  return <Page title={t('cashier.bankAdd.title')}>{content}</Page>;
}
