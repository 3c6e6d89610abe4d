import page from '../../components/page.module.css';

/** Move-in guide: the spec shows a heading only (the banner gives the h1). */
export default function GuidePage() {
  return <h2 className={page.heading}>입주 안내</h2>;
}
