import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { SkeletonList } from '../../../components/ui/skeleton';
import { useToast } from '../../../lib/use-toast';
import { useCountriesQuery } from '../../../lib/shell-api';
import { useSubAgentQuery, useUpdateSubAgentMutation } from '../api/resellers.api';
import { LoadError } from '../../../components/load-error';
import { PAGE_CLASSES, PageTitle } from '../components/page-title';
import { SubAgentForm } from '../components/sub-agent-form';
import { changedFields, formValuesOf, hasChanges } from '../lib/sub-agent-form';
import { useResellerToken } from '../lib/use-reseller-token';
import { useT } from '../../../lib/i18n';

/** /reseller/{id}/edit: the sub-agent's details; only changed fields are sent. */
export function EditResellerPage() {
  const t = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const token = useResellerToken();
  const details = useSubAgentQuery(id, { skip: !token, refetchOnMountOrArgChange: true });
  // The native select keeps its value only if the options exist when the form sets it.
  const countries = useCountriesQuery();
  const [update] = useUpdateSubAgentMutation();
  const back = `/reseller/${id}`;
  const agent = details.data?.subAgent;

  return (
    <div className={PAGE_CLASSES}>
      <PageTitle
        title={
          agent
            ? t('resellers.editCompanyname', 'Edit {companyName}', { companyName: agent.companyName })
            : t('resellers.editSubAgent', 'Edit sub-agent')
        }
        back={{ to: back, label: t('resellers.backToTheSub', 'Back to the sub-agent') }}
      />
      <Card className="mx-auto max-w-3xl">
        {details.isLoading || countries.isLoading ? (
          <CardBody>
            <SkeletonList rows={6} label={t('resellers.loadingTheSubAgent', 'Loading the sub-agent')} />
          </CardBody>
        ) : !agent ? (
          <LoadError
            error={details.error}
            what={t('subAgent.what', 'the sub-agent')}
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        ) : (
          <CardBody className="py-6 sm:px-8">
            <SubAgentForm
              key={agent._id}
              mode="edit"
              defaultValues={formValuesOf(agent)}
              submitLabel={t('resellers.saveChanges', 'Save changes')}
              secondary={
                <Link to={back} className={buttonClasses('secondary', 'lg')}>
                  {t('resellers.cancel', 'Cancel')}
                </Link>
              }
              onSave={async (values) => {
                const body = changedFields(formValuesOf(agent), values);
                if (!hasChanges(body)) {
                  await navigate(back);
                  return null;
                }
                const result = await update({ id, body });
                if ('error' in result) return result.error;
                toast.success(t('resellers.subAgentUpdated', 'Sub-agent updated'), result.data.message);
                await navigate(back);
                return null;
              }}
            />
          </CardBody>
        )}
      </Card>
    </div>
  );
}
