// Where a witnessing happened or can be watched: the same field on every witnessing form (the server
// takes up to 300 characters).
export function WitnessPlaceField({
  id,
  label = '참관한 곳',
  value,
  onChange,
}: {
  id: string;
  label?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        autoComplete="off"
        maxLength={300}
        placeholder="예: 관리사무소 1층 회의실 또는 중계 링크"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
