import { Loading } from '@/components/ui/Loading'
import { AdminLayout } from './AdminLayout'
import { AdminRouter } from './AdminRouter'
import { EnrolmentRequired } from './EnrolmentRequired'
import { useAdminAccess } from './use-admin-access'

/** Everything under /admin: the guard, then the sidebar layout and the section's screen. */
export default function AdminApp() {
  const access = useAdminAccess()
  if (access.state === 'checking') return <Loading fullScreen />
  if (access.state === 'enrol') return <EnrolmentRequired onEnrolled={access.recheck} />
  return (
    <AdminLayout>
      <AdminRouter />
    </AdminLayout>
  )
}
