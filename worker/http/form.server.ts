/** Reads a submitted form into the plain objects the shared zod schemas validate. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

export function accountFormValues(form: FormData) {
  return {
    name: field(form, "name"),
    phoneNumber: field(form, "phoneNumber"),
    emailAddress: field(form, "emailAddress"),
    password: field(form, "password"),
    address: {
      doorNo: field(form, "doorNo"),
      street: field(form, "street"),
      city: field(form, "city"),
      pincode: field(form, "pincode"),
      state: field(form, "state"),
    },
  };
}
