import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { useToast } from '../../../lib/use-toast';
import { useRegisterSubAgentMutation } from '../api/resellers.api';
import { PAGE_CLASSES, PageTitle } from '../components/page-title';
import { PasswordRevealDialog, type RevealedPassword } from '../components/password-reveal-dialog';
import { SubAgentForm } from '../components/sub-agent-form';
import { EMPTY_SUB_AGENT, toRegisterBody } from '../lib/sub-agent-form';
import { useT } from '../../../lib/i18n';

/** /reseller/add: creates an active sub-agent; the server generates its password and shows it once. */
export function AddResellerPage() {
  const t = useT();
  const navigate = useNavigate();
  const toast = useToast();
  const [registerSubAgent] = useRegisterSubAgentMutation();
  const [revealed, setRevealed] = useState<(RevealedPassword & { id: string }) | null>(null);

  return (
    <div className={PAGE_CLASSES}>
      <PageTitle
        title={t('resellers.addSubAgent', 'Add sub-agent')}
        description={t(
          'resellers.theSubAgentCan2',
          'The sub-agent can sign in at once. A password is generated for it and e-mailed with its agent code.',
        )}
        back={{ to: '/resellers', label: t('resellers.subAgents', 'Sub-agents') }}
      />
      <Card className="mx-auto max-w-3xl">
        <CardBody className="py-6 sm:px-8">
          <SubAgentForm
            mode="add"
            defaultValues={EMPTY_SUB_AGENT}
            submitLabel={t('resellers.createSubAgent', 'Create sub-agent')}
            secondary={
              <Link to="/resellers" className={buttonClasses('secondary', 'lg')}>
                {t('resellers.cancel', 'Cancel')}
              </Link>
            }
            onSave={async (values) => {
              const result = await registerSubAgent(toRegisterBody(values));
              if ('error' in result) return result.error;
              const { subAgent, agentCode, password, message } = result.data;
              toast.success(t('resellers.subAgentCreated', 'Sub-agent created'), message);
              setRevealed({
                id: subAgent._id,
                title: t('resellers.subAgentCreated', 'Sub-agent created'),
                agentCode,
                email: subAgent.email,
                password,
              });
              return null;
            }}
          />
        </CardBody>
      </Card>
      <PasswordRevealDialog
        revealed={revealed}
        onClose={() => {
          const id = revealed?.id;
          setRevealed(null);
          if (id) void navigate(`/reseller/${id}`, { replace: true });
        }}
      />
    </div>
  );
}
